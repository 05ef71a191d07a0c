import OpenUIKit
print("placeholder")
