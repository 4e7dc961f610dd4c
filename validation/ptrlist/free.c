/*
 * check-name: free_ptr_list gives every node back to the allocator
 * check-command: test-ptrlist free
 *
 * check-output-start
nodes in use: 3
after free: 0, list NULL
 * check-output-end
 */
