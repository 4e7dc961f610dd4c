int ga[3];
int *gp;

int deref(void) { int la[3]; int *p = la; void use(int *); use(la); p += 3; return *p; }
int postinc(void) { return ga[3]++; }
int preinc(void) { return --ga[3]; }
void compound(void) { ga[3] *= ga[0]; }
int folded(void) { return ga[1 + 2]; }
int through_cast(void) { return (char)ga[3]; }
/*
 * check-name: invalid access: said where the last expression linearized is, as sparse
 * check-command: sparse -Wno-decl $file
 *
 * check-error-start
checks/invalid-access-position.c:4:85: warning: invalid access past the end of 'la' (12 12)
checks/invalid-access-position.c:5:33: warning: invalid access past the end of 'ga' (12 12)
checks/invalid-access-position.c:6:27: warning: invalid access past the end of 'ga' (12 12)
checks/invalid-access-position.c:7:34: warning: invalid access past the end of 'ga' (12 12)
checks/invalid-access-position.c:8:29: warning: invalid access past the end of 'ga' (12 12)
checks/invalid-access-position.c:9:41: warning: invalid access past the end of 'ga' (12 12)
 * check-error-end
 */
