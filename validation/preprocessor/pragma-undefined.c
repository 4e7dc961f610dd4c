#undef __pragma__
a
#pragma x y
b
/*
 * check-name: with __pragma__ undefined, #pragma shows as __pragma__
 * check-command: sparse -E $file
 *
 * check-output-start

a
__pragma__
b
 * check-output-end
 */
