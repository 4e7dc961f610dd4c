#error in header
