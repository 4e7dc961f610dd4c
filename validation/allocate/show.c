/*
 * check-name: allocator: show_*_alloc() statistics
 * check-command: sh -c "../test-allocate show 2>&1 | cut -d, -f1,2"
 *
 * check-output-start
          tokens:        2,         48
 * check-output-end
 */
