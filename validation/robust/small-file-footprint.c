// A one-line file: peak memory near upstream's (2.3 MB; ours 2.4), not the 5 MB
// that the first arena's huge pages and a 1 MB identifier table made.
/*
 * check-name: a small file is checked within 4 MB of peak memory
 * check-command: ../scripts/check-bounded 4096 functions 0 ../sparse
 */
