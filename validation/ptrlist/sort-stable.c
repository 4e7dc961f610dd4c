/*
 * check-name: sort_list keeps equal keys in their order
 * check-command: test-ptrlist sort-stable
 *
 * check-output-start
sorted: 0.5 0.9 1.1 1.4 1.8 2.2 2.6 2.11 3.0 3.3 3.7 3.10
 * check-output-end
 */
