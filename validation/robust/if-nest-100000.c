// 100000 nested #if groups, then an #if left open at the end of the file
// (scripts/check-bounded, kind "ifs"): the conditionals are a list, not a
// recursion; the same messages as sparse, within 100 MB.
/*
 * check-name: 100000 nested #if: no recursion, bounded memory
 * check-command: ../scripts/check-bounded 100000 ifs 100000 ../sparse
 *
 * check-error-start
ifs.c:200002:2: error: unterminated preprocessor conditional
 * check-error-end
 */
