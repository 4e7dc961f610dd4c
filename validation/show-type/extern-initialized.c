extern int ext2 = 0;
/*
 * check-name: an extern object with an initializer: a definition, not extern, and a warning
 * check-command: test-show-type $file
 *
 * check-output-start
int [addressable] [toplevel] ext2;
 * check-output-end
 *
 * check-error-start
show-type/extern-initialized.c:1:12: warning: symbol with external linkage has initializer
 * check-error-end
 */
