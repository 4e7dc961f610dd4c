int visible;
/*
 * check-name: -fwarnings-exit-status: a warning turned off does not count
 * check-command: sparse -fwarnings-exit-status -Wno-decl $file
 */
