package corresp

import (
	"math/rand"
	"testing"

	"siegeworks/rules"
)

// Every kind of move of every variant — shots, slings, teleports, castlings, promotions,
// Turnover's rings — reads back from its text after every damage on the way.
func TestEveryKindOfMoveSurvivesTheWay(t *testing.T) {
	rnd := rand.New(rand.NewSource(3))
	for _, v := range rules.Variants {
		shapes := map[rules.MoveKind]map[bool]string{} // kind, promotion → a SAN
		for game := 0; game < 30; game++ {
			g := rules.NewGame(v)
			for !g.Over() && g.Ply() < 200 {
				pos := g.Position()
				var ml rules.MoveList
				pos.GenerateLegal(&ml)
				for _, m := range ml.Slice() {
					if shapes[m.Kind()] == nil {
						shapes[m.Kind()] = map[bool]string{}
					}
					if _, ok := shapes[m.Kind()][m.IsPromotion()]; !ok {
						shapes[m.Kind()][m.IsPromotion()] = pos.SAN(m)
					}
				}
				_ = g.Play(ml.At(rnd.Intn(ml.Len())))
			}
		}
		for kind, byPromotion := range shapes {
			for _, san := range byPromotion {
				m := &message{kind: KindMove, variant: v, id: "K7QM2P", ply: 41, side: rules.Black, san: san, pos: "3F9K2A70", seal: "0A1B2C3D4E5F6G7H"}
				for i, d := range damages {
					found := findTexts(d(m.String()))
					if len(found) != 1 || found[0].msg == nil || *found[0].msg != *m {
						t.Errorf("%s: a move of kind %d, %s, does not read back after damage %d: %q", v.ID, kind, san, i, d(m.String()))
					}
				}
			}
		}
		t.Logf("%s: %d kinds of move", v.ID, len(shapes))
	}
}
