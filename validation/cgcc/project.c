/*
 * check-name: cgcc: make CC=cgcc on examples/cgcc-project prints the checker's warnings and builds a working program
 * check-command: ../scripts/check-cgcc-project -n
 *
 * check-output-start
check-cgcc-project: 3 of 3 checks passed
 * check-output-end
 */
