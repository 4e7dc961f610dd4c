/*
 * check-name: lists made while use_ir_ptr_lists() is on take the IR's nodes, cleared with it
 * check-command: test-ptrlist ir-pool
 *
 * check-output-start
ir list 30 entries; nodes: ir 3, others 2
after clear: nodes ir 0, others 2; other list 21 entries
 * check-output-end
 */
