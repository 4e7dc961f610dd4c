/*
 * check-name: a known --arch= name with a bad suffix is an error
 * check-command: sparse --arch=armhf $file
 * check-exit-value: 1
 *
 * check-error-start
invalid architecture: armhf
 * check-error-end
 */
