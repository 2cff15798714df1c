package app

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"siegeworks/assets"
	"siegeworks/engine"
	"siegeworks/rules"
	"siegeworks/session"
	"siegeworks/widgets"
)

// Preference keys.
const (
	prefSound       = "sound"
	prefVolume      = "volume"
	prefShowLegal   = "showLegalMoves"
	prefAnimations  = "animations"
	prefAlwaysQueen = "alwaysQueen"
	prefTheme       = "theme"
	prefVariant     = "lastVariant"
	prefWhite       = "lastWhite"
	prefBlack       = "lastBlack"
	prefWinWidth    = "windowWidth"
	prefWinHeight   = "windowHeight"
	prefWinX        = "windowX"
	prefWinY        = "windowY"
	prefFlipped     = "flipped"
	prefClock       = "lastClock"
	prefEditions    = "lastEditions"
	prefAnalysisMB  = "analysisMemory"
	prefBoardColors = "boardColors"
	prefPieceSet    = "pieceSet"
	prefCoordinates = "coordinates"
	prefFigurines   = "figurines"
	prefFriendName  = "friendName"
	prefAllCores    = "computerAllCores"
)

// AnalysisMemoryChoices are the analysis engine's table sizes offered, in MiB.
var AnalysisMemoryChoices = []int{16, 32, 64, 128, 256}

// Theme choices.
const (
	ThemeSystem = "system"
	ThemeLight  = "light"
	ThemeDark   = "dark"
)

// Settings are the user's choices, kept in Fyne Preferences.
type Settings struct {
	Sound       bool
	Volume      float64 // 0..1
	ShowLegal   bool
	Animations  bool
	AlwaysQueen bool
	Theme       string
	Flipped     bool

	// The new-game dialog's last choice.
	Variant string
	White   session.Player
	Black   session.Player
	Clock   string // the time control, as "5+3"; "" for none
	// Editions are the rule sets last chosen of the games that have more than one (variant
	// IDs: "turnover-2025"); a game not named here is played by its first (editions.go).
	Editions []string

	// AnalysisMB is the analysis board's and the review's engine table size in MiB.
	AnalysisMB int
	// AllCores: the computer opponent at full strength (level 8) thinks on every core of
	// the machine, not on one. (The analysis board and hints always use every core.)
	AllCores bool

	// Look is how every board is drawn: colours, pieces, coordinates; and whether the move
	// lists draw the pieces as pictures.
	Look widgets.Look

	// FriendName is the name the person here goes by in games with a friend elsewhere.
	FriendName string
}

// AnalysisHashMB is the analysis engine's table size, one of AnalysisMemoryChoices.
func (s Settings) AnalysisHashMB() int {
	for _, c := range AnalysisMemoryChoices {
		if c == s.AnalysisMB {
			return c
		}
	}
	return 32
}

// ComputerThreads is the number of threads the computer opponent searches with at level 8.
func (s Settings) ComputerThreads() int {
	if s.AllCores {
		return engine.DefaultThreads()
	}
	return 1
}

// loadSettings reads the settings, with defaults for what was never saved.
func loadSettings(p fyne.Preferences) Settings {
	s := Settings{
		Sound:       p.BoolWithFallback(prefSound, true),
		Volume:      p.FloatWithFallback(prefVolume, 0.8),
		ShowLegal:   p.BoolWithFallback(prefShowLegal, true),
		Animations:  p.BoolWithFallback(prefAnimations, true),
		AlwaysQueen: p.BoolWithFallback(prefAlwaysQueen, false),
		Theme:       p.StringWithFallback(prefTheme, ThemeSystem),
		Flipped:     p.BoolWithFallback(prefFlipped, false),
		Clock:       p.String(prefClock),
		Editions:    p.StringList(prefEditions),
		AnalysisMB:  p.IntWithFallback(prefAnalysisMB, 32),
		AllCores:    p.BoolWithFallback(prefAllCores, false),
		Variant:     p.StringWithFallback(prefVariant, rules.Chess.ID),
		Look: widgets.Look{
			Scheme:      p.StringWithFallback(prefBoardColors, widgets.DefaultLook.Scheme),
			Pieces:      storedPieceSet(p.StringWithFallback(prefPieceSet, widgets.DefaultLook.Pieces)),
			Coordinates: p.BoolWithFallback(prefCoordinates, widgets.DefaultLook.Coordinates),
			Figurines:   p.BoolWithFallback(prefFigurines, widgets.DefaultLook.Figurines),
		}.Valid(),
		FriendName: p.String(prefFriendName),
	}
	s.Volume = min(max(s.Volume, 0), 1)
	switch s.Theme {
	case ThemeSystem, ThemeLight, ThemeDark:
	default:
		s.Theme = ThemeSystem
	}
	if _, err := rules.VariantByID(s.Variant); err != nil {
		s.Variant = rules.Chess.ID
	}
	s.White, _ = session.ParseCode(p.StringWithFallback(prefWhite, "human"))
	s.Black, _ = session.ParseCode(p.StringWithFallback(prefBlack, "human"))
	return s
}

// storedPieceSet is the piece set a stored choice names now: a set an earlier version
// offered under another name reads as the set that took its place.
func storedPieceSet(id string) string {
	if to, ok := renamedPieceSets[id]; ok {
		return to
	}
	return id
}

// renamedPieceSets are the piece sets earlier versions stored, and the sets that replaced
// them (the second set of the first versions with a choice of pieces is now Flat).
var renamedPieceSets = map[string]string{"chessnut": string(assets.Flat)}

// save writes every setting.
func (s Settings) save(p fyne.Preferences) {
	p.SetBool(prefSound, s.Sound)
	p.SetFloat(prefVolume, s.Volume)
	p.SetBool(prefShowLegal, s.ShowLegal)
	p.SetBool(prefAnimations, s.Animations)
	p.SetBool(prefAlwaysQueen, s.AlwaysQueen)
	p.SetString(prefTheme, s.Theme)
	p.SetBool(prefFlipped, s.Flipped)
	p.SetString(prefClock, s.Clock)
	p.SetStringList(prefEditions, s.Editions)
	p.SetInt(prefAnalysisMB, s.AnalysisHashMB())
	p.SetBool(prefAllCores, s.AllCores)
	p.SetString(prefVariant, s.Variant)
	p.SetString(prefFriendName, s.FriendName)
	p.SetString(prefWhite, session.Code(s.White))
	p.SetString(prefBlack, session.Code(s.Black))
	p.SetString(prefBoardColors, s.Look.Scheme)
	p.SetString(prefPieceSet, s.Look.Pieces)
	p.SetBool(prefCoordinates, s.Look.Coordinates)
	p.SetBool(prefFigurines, s.Look.Figurines)
}

// themeFor is the Fyne theme for a theme choice.
func themeFor(choice string) fyne.Theme {
	switch choice {
	case ThemeLight:
		return appTheme{theme.DefaultTheme(), theme.VariantLight, true}
	case ThemeDark:
		return appTheme{theme.DefaultTheme(), theme.VariantDark, true}
	}
	return appTheme{Theme: theme.DefaultTheme()}
}
