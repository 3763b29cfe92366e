print("headless")
