int x;
/*
 * check-name: -Wno-decl turns the declaration check off
 * check-command: sparse -Wno-decl $file
 */
