/*
 * check-name: allocator: clear
 * check-command: test-allocate clear
 *
 * check-output-start
before clear: 100000 allocations
after clear: 0 allocations, 0 bytes mapped
after one more: 1 allocations
 * check-output-end
 */
