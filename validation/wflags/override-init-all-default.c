static int a[4] = { [1] = 1, [1] = 2, [2] = 3, [2] = 4 };
/*
 * check-name: -Woverride-init-all is off by default
 * check-command: sparse $file
 *
 * check-error-start
wflags/override-init-all-default.c:1:22: warning: Initializer entry defined twice
wflags/override-init-all-default.c:1:31:   also defined here
 * check-error-end
 */
