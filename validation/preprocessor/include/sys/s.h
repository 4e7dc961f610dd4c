int from_isystem;
