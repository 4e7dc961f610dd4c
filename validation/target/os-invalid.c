/*
 * check-name: an unknown --os= is an error
 * check-command: sparse --os=solaris $file
 * check-exit-value: 1
 *
 * check-error-start
invalid os: solaris
 * check-error-end
 */
