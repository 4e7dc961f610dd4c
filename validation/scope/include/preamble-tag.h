struct s { int a; };
