struct s { int d[]; };
static struct s v;
/*
 * check-name: a struct whose only member is a flexible array is accepted
 * check-command: sparse $file
 */
