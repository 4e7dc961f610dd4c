int from_idirafter;
