#define P(a, b) a ## b
P(., .) P(.., .)
/*
 * check-name: sparse's .. is a token that ## can make
 * check-command: sparse -E $file
 *
 * check-output-start

.. ...
 * check-output-end
 */
