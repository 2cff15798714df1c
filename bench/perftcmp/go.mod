module siegeworks/bench/perftcmp

go 1.26

require (
	bitbucket.org/zurichess/board v1.0.0
	siegeworks v0.0.0
)

require github.com/ChizhovVadim/CounterGo v1.55.0

replace siegeworks => ../..
