//
//  CustomCell.swift
//  TableCell
//
//  Created by Jonathan Rasmusson Work Pro on 2018-07-17.
//  Copyright © 2018 Rasmusson Software Consulting. All rights reserved.
//

import UIKit

class CustomCell: UITableViewCell {

    @IBOutlet var firstNameLabel: UILabel!
    @IBOutlet var lastNameLabel: UILabel!
    
    override func awakeFromNib() {
        super.awakeFromNib()
    }

}
