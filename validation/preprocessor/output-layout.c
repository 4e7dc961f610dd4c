a
  b
	c
					d e
/*
 * check-name: -E keeps line starts and indentation up to three tabs
 * check-command: sparse -E $file
 *
 * check-output-start

a
		b
			c
			d e
 * check-output-end
 */
