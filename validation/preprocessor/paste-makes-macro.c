#define AB done
#define P(a, b) a ## b
P(A, B)
/*
 * check-name: a pasted name is replaced when rescanned
 * check-command: sparse -E $file
 *
 * check-output-start

done
 * check-output-end
 */
