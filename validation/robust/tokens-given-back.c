// The checker gives a file's tokens back as the parser reads past them
// (sparse_evaluate()): the trees take their blobs.  10 MB of functions
// (scripts/check-bounded, kind "functions") peaked at 420 MB while every
// token was kept through evaluation, at 342 MB now: the bound of 380 MB
// is between the two.  Debian's sparse takes 415 MB on the same file.
/*
 * check-name: the tokens go as they are parsed: 10 MB of functions within 380 MB
 * check-command: ../scripts/check-bounded 380000 functions 10 ../sparse
 */
