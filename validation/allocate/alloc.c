/*
 * check-name: allocator: alloc
 * check-command: test-allocate alloc
 *
 * check-output-start
zeroed: 1
distinct: 1
aligned: 1
allocations: 2
useful bytes: 48
 * check-output-end
 */
