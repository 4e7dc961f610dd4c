// 10 MB of static inline functions, made by scripts/check-bounded (kind
// "functions"): parsed and evaluated whole, no message, within 1 GB and
// the time-out.  scripts/check-big-input does the same with 100 MB.
/*
 * check-name: a 10 MB file: checked within bounded memory
 * check-command: ../scripts/check-bounded 1000000 functions 10 ../sparse
 */
