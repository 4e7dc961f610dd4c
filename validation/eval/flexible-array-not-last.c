struct s { int d[]; int x; };
static struct s v;
/*
 * check-name: a flexible array member that is not the last member
 * check-command: sparse $file
 *
 * check-error-start
eval/flexible-array-not-last.c:1:16: error: flexible array member 'd' is not last
 * check-error-end
 */
