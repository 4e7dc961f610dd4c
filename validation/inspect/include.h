struct node { int value; };
