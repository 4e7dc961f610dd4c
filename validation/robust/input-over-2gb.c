// A 3 GB file (a sparse file made by truncate, all NUL bytes): not read
// into memory, one error instead.  Debian's sparse runs out of memory.
/*
 * check-name: a 3 GB file: one error, not read into memory
 * check-command: sh -c 'p=$(pwd)/../sparse; d=$(mktemp -d); cd $d && truncate -s 3G big.c && /usr/bin/time -f %M -o rss $p big.c; s=$?; [ $(tail -1 rss) -lt 100000 ] || echo over 100 MB; cd / && rm -rf $d; exit $s'
 *
 * check-error-start
big.c:1:1: error: file too big (3221225472 bytes, 2147483647 bytes max)
 * check-error-end
 */
