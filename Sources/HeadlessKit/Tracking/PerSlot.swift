/// One value per slot, stored inline (an array would allocate, per tracker).
struct PerSlot<Value> {
  private var values: (Value, Value, Value, Value)

  init(_ value: Value) { values = (value, value, value, value) }

  subscript(index: Int) -> Value {
    get {
      switch index {
      case 0: return values.0
      case 1: return values.1
      case 2: return values.2
      default: return values.3
      }
    }
    _modify {
      switch index {
      case 0: yield &values.0
      case 1: yield &values.1
      case 2: yield &values.2
      default: yield &values.3
      }
    }
  }
}
