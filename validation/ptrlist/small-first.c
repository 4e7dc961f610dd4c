/*
 * check-name: add_ptr_list_small() starts an IR list with a 3-entry node, the next ones full
 * check-command: test-ptrlist small-first
 *
 * check-output-start
20 entries, sum 190; nodes: small 1, full 2
outside the IR: nodes small 0, full 1
 * check-output-end
 */
