FROM_HEADER
/*
 * check-name: -imacros reads a header for its macros
 * check-command: sparse -imacros preprocessor/include/macro-value.h -E $file
 *
 * check-output-start

42
 * check-output-end
 */
