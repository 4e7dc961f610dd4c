enum e { A };
enum e { B };
int z = 1 +;
/*
 * check-name: a tag's redefinition is fatal, as in sparse: nothing is said after it
 * check-exit-value: 1
 *
 * check-error-start
parsing/err-redefinition-fatal.c:2:8: error: redefinition of unsigned int enum e
 * check-error-end
 */
