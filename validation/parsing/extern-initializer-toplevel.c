extern int a1; extern int a1 = 1;
extern int a2 = 2; 
static int s3; extern int s3 = 3;
extern const int c4 = 4;
extern int a5[] = { 1, 2 };
static int v1; int v1 = 1;
static int v2; int v2;
int v3; int v3 = 1;
static int v4; extern int v4;
static int v5; extern int v5 = 5;
extern int v6; int v6 = 1;
/*
 * check-name: a file-scope extern object with an initializer: a warning, and a definition that needs a declaration
 * check-command: sparse $file
 *
 * check-error-start
parsing/extern-initializer-toplevel.c:1:27: warning: symbol with external linkage has initializer
parsing/extern-initializer-toplevel.c:2:12: warning: symbol with external linkage has initializer
parsing/extern-initializer-toplevel.c:3:27: warning: symbol with external linkage has initializer
parsing/extern-initializer-toplevel.c:4:18: warning: symbol with external linkage has initializer
parsing/extern-initializer-toplevel.c:5:12: warning: symbol with external linkage has initializer
parsing/extern-initializer-toplevel.c:10:27: warning: symbol with external linkage has initializer
parsing/extern-initializer-toplevel.c:2:12: warning: symbol 'a2' was not declared. Should it be static?
parsing/extern-initializer-toplevel.c:3:27: warning: symbol 's3' was not declared. Should it be static?
parsing/extern-initializer-toplevel.c:4:18: warning: symbol 'c4' was not declared. Should it be static?
parsing/extern-initializer-toplevel.c:5:12: warning: symbol 'a5' was not declared. Should it be static?
parsing/extern-initializer-toplevel.c:8:5: warning: symbol 'v3' was not declared. Should it be static?
parsing/extern-initializer-toplevel.c:10:27: warning: symbol 'v5' was not declared. Should it be static?
 * check-error-end
 */
