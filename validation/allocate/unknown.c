/*
 * check-name: test-allocate: an unknown scenario is a usage error
 * check-command: test-allocate nonsense
 * check-exit-value: 2
 *
 * check-error-start
usage: test-allocate SCENARIO
Runs one allocator scenario; SCENARIO is one of: alloc free clear protect large show
 * check-error-end
 */
