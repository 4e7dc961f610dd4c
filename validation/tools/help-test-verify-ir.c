/*
 * check-name: test-verify-ir --help prints its usage on stdout and exits 0
 * check-command: test-verify-ir --help
 *
 * check-output-start
usage: test-verify-ir --break=KIND [sparse options] FILE...
Breaks each function's IR on purpose and runs the IR verifier: its
message on stderr, exit 2 (with -fverify-ir, optimize()'s own).
KIND: none, after-terminator, no-terminator, child, parent,
dead-block, phi-source, dominance, users.
 * check-output-end
 */
