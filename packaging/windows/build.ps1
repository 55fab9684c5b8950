# Build the Windows installer of Silver Desktop into dist\ (run on Windows).
#
#     powershell -ExecutionPolicy Bypass -File packaging\windows\build.ps1
#
# PyInstaller (packaging\silver-desktop.spec) makes the program folder, then makensis
# (packaging\windows\installer.nsi) packs it into silver-desktop-VERSION-windows-x64-setup.exe.
# Needs Python 3.11+ with the app and PyInstaller installed (pip install ".[package]") as $env:PYTHON
# or `python`, and NSIS 3 (makensis on PATH or in its default folder).
#
# Signing (docs/packaging.md): when $env:WINDOWS_CERTIFICATE holds a code-signing certificate (a .pfx,
# base64-encoded) and $env:WINDOWS_CERTIFICATE_PASSWORD its password, signtool signs the program before it
# is packed and the installer after, with an RFC 3161 timestamp. Without them nothing is signed.
$ErrorActionPreference = "Stop"
$Root = (Resolve-Path "$PSScriptRoot\..\..").Path
Set-Location $Root
$Python = if ($env:PYTHON) { $env:PYTHON } else { "python" }
$Version = & $Python packaging\version.py
$WinVersion = & $Python packaging\version.py --windows
$Work = "$Root\build\packaging"
# Reproducible: a fixed hash seed keeps PyInstaller's archives in one order.
$env:PYTHONHASHSEED = "0"

function Sign-Files([string[]] $Files) {
    if (-not $env:WINDOWS_CERTIFICATE) { return }
    $Pfx = Join-Path $env:RUNNER_TEMP "signing.pfx"
    if (-not $env:RUNNER_TEMP) { $Pfx = Join-Path $env:TEMP "signing.pfx" }
    [IO.File]::WriteAllBytes($Pfx, [Convert]::FromBase64String($env:WINDOWS_CERTIFICATE))
    try {
        $SignTool = (Get-ChildItem "${env:ProgramFiles(x86)}\Windows Kits\10\bin\*\x64\signtool.exe" |
            Sort-Object FullName | Select-Object -Last 1).FullName
        & $SignTool sign /fd SHA256 /td SHA256 /tr http://timestamp.digicert.com `
            /f $Pfx /p $env:WINDOWS_CERTIFICATE_PASSWORD $Files
        if ($LASTEXITCODE -ne 0) { throw "signtool failed" }
    } finally {
        Remove-Item -Force $Pfx
    }
}

& $Python -m PyInstaller --noconfirm --clean --log-level WARN `
    --distpath "$Work\dist" --workpath "$Work\pyinstaller" packaging\silver-desktop.spec
if ($LASTEXITCODE -ne 0) { throw "PyInstaller failed" }
$Bundle = "$Work\dist\silver-desktop"

# The program is windowed (no console, so --version prints nothing): check its version information.
$Reported = (Get-Item "$Bundle\silver-desktop.exe").VersionInfo.ProductVersion
if ($Reported -ne $Version) { throw "silver-desktop.exe says version '$Reported', pyproject.toml $Version" }

Sign-Files @("$Bundle\silver-desktop.exe")

$MakeNsis = (Get-Command makensis -ErrorAction SilentlyContinue).Source
if (-not $MakeNsis) { $MakeNsis = "${env:ProgramFiles(x86)}\NSIS\makensis.exe" }
New-Item -ItemType Directory -Force "$Root\dist" | Out-Null
$Setup = "$Root\dist\silver-desktop-$Version-windows-x64-setup.exe"
& $MakeNsis -V2 -WX "-DVERSION=$Version" "-DWINVERSION=$WinVersion" "-DBUNDLE=$Bundle" "-DOUTFILE=$Setup" `
    packaging\windows\installer.nsi
if ($LASTEXITCODE -ne 0) { throw "makensis failed" }
Sign-Files @($Setup)

$Size = (Get-ChildItem -Recurse -File $Bundle | Measure-Object -Property Length -Sum).Sum
Write-Output "=== bundle: $Size bytes unpacked"
Get-Item $Setup | Select-Object Name, Length | Format-Table -AutoSize
