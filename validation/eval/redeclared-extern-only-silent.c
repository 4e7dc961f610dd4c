extern int a;
extern long a;
extern int f(int);
extern int f(long);
extern int *h;
extern int h[];
/*
 * check-name: conflicting extern declarations without a definition are not checked
 * check-command: sparse $file
 */
