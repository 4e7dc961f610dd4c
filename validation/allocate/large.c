/*
 * check-name: allocator: large
 * check-command: test-allocate large
 *
 * check-output-start
big intact: 1
useful bytes: 1048594
 * check-output-end
 */
