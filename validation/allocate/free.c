/*
 * check-name: allocator: free
 * check-command: test-allocate free
 *
 * check-output-start
after free: 0 allocations
reused: 1
zeroed: 1
 * check-output-end
 */
