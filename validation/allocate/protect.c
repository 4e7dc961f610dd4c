/*
 * check-name: allocator: protect
 * check-command: test-allocate protect
 *
 * check-output-start
protected intact: 1
 * check-output-end
 */
