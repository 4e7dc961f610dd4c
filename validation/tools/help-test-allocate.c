/*
 * check-name: test-allocate --help prints its usage on stdout and exits 0
 * check-command: test-allocate --help
 *
 * check-output-start
usage: test-allocate SCENARIO
Runs one allocator scenario; SCENARIO is one of: alloc free clear protect large show
 * check-output-end
 */
