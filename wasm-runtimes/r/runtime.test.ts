import { describeRuntimeContract } from '../contract/runtime-contract.ts';

describeRuntimeContract('R', {
  passes: 'add <- function(a, b) a + b\nstopifnot(add(1, 1) == 2)\ncat("ok\\n")\n',
  failsItsAssert: 'stopifnot(1 + 1 == 3)\n',
  broken: { text: 'f <- function(\n', status: 'failed' },
  loopsForever: 'while (TRUE) {}\n',
  floods: 'cat(rep(paste0(strrep("x", 40), "\\n"), 20000), sep = "")\n',
  handsOn: 'library(MASS)\n',
});
