package assets

import (
	_ "embed"

	"fyne.io/fyne/v2"
)

//go:embed icon.png
var iconPNG []byte

// Icon is the application icon (512x512 PNG, drawn from icon.svg).
var Icon fyne.Resource = fyne.NewStaticResource("icon.png", iconPNG)
