#define D
#if defined(D
yes
#endif
end
/*
 * check-name: defined( needs its )
 * check-command: sparse -E $file
 *
 * check-output-start

yes
end
 * check-output-end
 */
