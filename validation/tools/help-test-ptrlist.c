/*
 * check-name: test-ptrlist --help prints its usage on stdout and exits 0
 * check-command: test-ptrlist --help
 *
 * check-output-start
usage: test-ptrlist SCENARIO
Runs one pointer-list scenario; SCENARIO is one of:
  add-iterate
  append-while-iterating
  break-continue
  concat
  copy
  delete-entry
  delete-last
  delete-reverse
  delete-while-iterating
  empty-multiple
  first-last
  free
  generic-list
  insert-current
  insert-reverse
  insert-split
  ir-pool
  linearize
  lookup
  nested
  nth-entry
  null-list
  pack
  prepare-next
  recurse-reverse
  replace
  replace-entry
  reverse
  size-thousands
  small-first
  sort-large
  sort-stable
  string-list
  this-address
  undo-last
 * check-output-end
 */
